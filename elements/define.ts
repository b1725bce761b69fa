import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { ElementShell } from '../src/host/ElementShell';
import { adoptStyles } from '../src/host/styles';

export type AttributeType = 'string' | 'boolean';

export interface ElementDefinition {
  tag: string;
  /** The block; it receives its own attributes and properties as props. */
  block: ComponentType<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- each block has its own props
  /** Block attributes by camelCase prop name; the attribute is its kebab-case form. */
  attributes?: Record<string, AttributeType>;
  /** Properties settable only from JavaScript (objects), e.g. `content`. */
  properties?: string[];
  /** CSS texts (imported with ?inline) adopted in order: usually the widget kit's, then the block's. */
  styles?: string[];
  /** Whether the element takes the common site, locale and asset-origin attributes. */
  visible?: boolean;
}

const COMMON_VISIBLE: Record<string, AttributeType> = { site: 'string', locale: 'string', apiOrigin: 'string', assetOrigin: 'string' };
const COMMON_INVISIBLE: Record<string, AttributeType> = { apiOrigin: 'string' };
const SHELL_PROPS = new Set(['site', 'locale', 'apiOrigin', 'assetOrigin']);

export const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Defines one custom element around a block: open shadow root with adopted styles, kebab-case
 * attributes with HTML boolean semantics (present = on, removed = off), live re-render on every
 * attribute change, and no error when the name is already taken (the module loaded twice).
 */
export function defineElement(definition: ElementDefinition): void {
  const { tag, block, properties = [], styles = [], visible = true } = definition;
  if (customElements.get(tag)) return;

  const attributeTypes = { ...(visible ? COMMON_VISIBLE : COMMON_INVISIBLE), ...definition.attributes };
  const propertyNames = [...Object.keys(attributeTypes), ...properties];
  const attributeToProp = new Map(Object.keys(attributeTypes).map((prop) => [kebab(prop), prop]));

  function Host(props: Record<string, unknown>) {
    const { container, site, locale, apiOrigin, assetOrigin } = props;
    const blockProps: Record<string, unknown> = {};
    for (const name of propertyNames) if (!SHELL_PROPS.has(name)) blockProps[name] = props[name];
    return createElement(ElementShell, {
      container: container as ShadowRoot,
      block,
      blockProps,
      site: site as string | undefined,
      locale: locale as string | undefined,
      apiOrigin: apiOrigin as string | undefined,
      assetOrigin: assetOrigin as string | undefined,
    });
  }

  // Props are declared untyped so r2wc neither parses attributes (it reads a bare boolean as false
  // and ignores removals) nor reflects properties back into attributes; this class does the parsing.
  const untyped = Object.fromEntries(propertyNames.map((name) => [name, undefined])) as unknown as Record<string, 'string'>;
  const Base = r2wc(Host, { shadow: 'open', props: untyped }) as unknown as {
    new (): HTMLElement & { container: ShadowRoot };
  };

  class StorefrontElement extends Base {
    static get observedAttributes() {
      return [...attributeToProp.keys()];
    }

    constructor() {
      super();
      adoptStyles(this.container, styles);
      // A property set before the module loaded is an own property that hides the accessor.
      for (const name of propertyNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
    }

    attributeChangedCallback(name: string, _oldValue: string | null, value: string | null) {
      const prop = attributeToProp.get(name);
      if (!prop) return;
      (this as unknown as Record<string, unknown>)[prop] = attributeTypes[prop] === 'boolean' ? value !== null : (value ?? undefined);
    }
  }

  customElements.define(tag, StorefrontElement);
}
