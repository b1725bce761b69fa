import { upgradeProperties } from '../util/upgradeProperties';
import { propertyValue } from './attributes';
import { propertyName } from './declaration';
import type { BlockDefinition, ClassDefinition, ElementDefinition } from './definition';
import { isBlockDefinition } from './definition';
import { attributesOf } from './sharedDeclarations';
import { ElementKind } from './loading';
import { StorefrontElement } from './StorefrontElement';

/**
 * Defines one element of the kit (elements/index.ts), unless its name is taken already (the module
 * loaded twice): a block through the class below, a plain element class through plainElementClass.
 */
export function defineElement(definition: ElementDefinition): void {
  const { tag } = definition.declaration;
  if (customElements.get(tag)) return;
  customElements.define(tag, isBlockDefinition(definition) ? blockElementClass(definition) : plainElementClass(definition));
}

/** The custom element of one block kind: a StorefrontElement that knows its kind, its observed attributes and its properties. */
function blockElementClass(definition: BlockDefinition): CustomElementConstructor {
  const kind = new ElementKind(definition);
  class BlockElement extends StorefrontElement {
    static kind = kind;
    static observedAttributes = kind.attributeNames;
  }
  StorefrontElement.keepProperties(BlockElement.prototype, kind.ownProperties);
  reflectAttributes(BlockElement.prototype, attributesOf(definition.declaration));
  return BlockElement;
}

/**
 * Each attribute is the one truth of its property, so that what a framework sets and what the
 * markup says never disagree: `el.site = 'TR'` or `el.spa = false` writes the attribute (the
 * change then renders), and reading gives the attribute's value (a boolean is false when absent).
 */
function reflectAttributes(prototype: HTMLElement, attributes: ReturnType<typeof attributesOf>): void {
  for (const [name, spec] of Object.entries(attributes)) {
    Object.defineProperty(prototype, propertyName(name), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return propertyValue(spec, this.getAttribute(name));
      },
      set(this: HTMLElement, value: unknown) {
        if (spec.type === 'boolean')
          this.toggleAttribute(name, value != null && value !== false && propertyValue(spec, String(value)) === true);
        else if (value == null) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      },
    });
  }
}

/**
 * The custom element around a plain class (no React, no view to load): the class makes its shadow
 * root and updates it on its attributes' changes; this adds what every element of the kit has alike:
 * the observed attributes, their properties, properties set before the upgrade, and `rendered`
 * (at once: such an element is rendered as it is made).
 */
function plainElementClass(definition: ClassDefinition): CustomElementConstructor {
  const attributes = attributesOf(definition.declaration);
  const Base = definition.elementClass() as { new (): HTMLElement & { connectedCallback?(): void } };
  class PlainElement extends Base {
    static observedAttributes = Object.keys(attributes);

    get rendered(): Promise<void> {
      return Promise.resolve();
    }

    connectedCallback() {
      // Not in the constructor: a property's setter sets an attribute, which a constructor must not.
      upgradeProperties(this, Object.keys(attributes).map(propertyName));
      super.connectedCallback?.();
    }
  }
  reflectAttributes(PlainElement.prototype, attributes);
  return PlainElement;
}
