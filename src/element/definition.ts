import type { ComponentType } from 'react';
import type { AttributeText, ReadAttributes } from './attributes';
import type { BlockProps, ElementDeclaration } from './declaration';
import type { LazyModule } from '../util/chunkSet';

/**
 * An element whose block is a React component: what defineElement makes a custom element of, and what
 * the server renders (src/server.tsx). The page's module carries the definition; the block, its styles
 * and React come with the view, loaded when the element first renders (a chunk of its own in a market
 * module, docs/on-your-page.md).
 */
export interface BlockDefinition<Declaration extends ElementDeclaration = ElementDeclaration> {
  /** The element's public API declaration (elements/<tag>/<tag>.declaration.ts). */
  declaration: Declaration;
  /**
   * Loads the element's view (elements/<tag>/<tag>.view.ts), written `() => import('./<tag>.view')`: its
   * block and styles, with React, or, for an element that shows nothing, its plain code. In a market
   * module, the build makes it a chunk set (src/util/chunkSet.ts), which the element starts fetching
   * as soon as it is on the page.
   */
  view: LazyModule<{ default: AnyElementView }>;
  /**
   * Whether the element has anything to show on this page, asked before its view is loaded; one that
   * has not renders nothing and loads nothing (the staff tool for a visitor). Always, when absent.
   */
  shows?: () => boolean;
  /**
   * The kit's elements the block renders inside its own for this host: their
   * views load with this one, so that the element's first render shows them, never space that fills later.
   */
  nests?: (host: HTMLElement) => readonly string[];
  /**
   * When the element renders: `'when-near'` (what a visitor sees) once it comes within about one
   * viewport of the visible part of the page, or when the page is idle, whichever is first;
   * `'at-once'` where it has work to do from the start (the session keeper's timers).
   */
  render?: 'when-near' | 'at-once';
}

/** What an element's view is made of (src/element/view.tsx, viewOf): its block and its styles. */
export interface BlockView<Declaration extends ElementDeclaration = ElementDeclaration> {
  /** The block; it receives its own attributes (parsed) and properties as props. */
  block: ComponentType<BlockProps<Declaration>>;
  /** CSS texts (imported with ?inline) in order: usually the widget kit's, then the block's; viewOf puts the base sheet first. */
  styles?: readonly string[];
  /**
   * For a block with text fields: what its shadow root does while React hydrates pre-rendered markup
   * (typeWhileHydrating, src/element/hydrationInput.ts); returns the release, called once hydrated.
   * In the view, so that a page whose elements have no text field never loads it.
   */
  whileHydrating?: (root: ShadowRoot) => () => void;
}

/** An element that is a plain custom element class (no React): defined as it is. */
export interface ClassDefinition<Declaration extends ElementDeclaration = ElementDeclaration> {
  declaration: Declaration;
  /** Makes the class when the element is defined (a server has no HTMLElement to extend). */
  elementClass: () => CustomElementConstructor;
}

/** One element of the kit (elements/index.ts lists them all). */
export type ElementDefinition = BlockDefinition | ClassDefinition;

export const isBlockDefinition = (definition: ElementDefinition): definition is BlockDefinition => 'view' in definition;

/** What an element gives its view: itself, its attributes as the page wrote them, and its JavaScript-only properties. */
export interface ElementProps {
  host: HTMLElement;
  attributes: Readonly<Record<string, AttributeText>>;
  properties: Readonly<Record<string, unknown>>;
}

/** What the root component gets: the same, with the attributes read by the kind's one reader (src/element/attributes.ts). */
export interface RootProps extends Omit<ElementProps, 'attributes'> {
  attributes: ReadAttributes;
}

/** How an element starts a view that shows nothing (PlainView). */
export interface PlainMountOptions {
  host: HTMLElement;
  props: ElementProps;
}

/** How an element asks its view to render. */
export interface MountOptions extends PlainMountOptions {
  /** What React renders into: the pre-rendered wrapper, or one the element made. */
  container: HTMLElement;
  /** The container holds pre-rendered markup: hydrate it, unless it was rendered for a site this module does not render. */
  hydrate: boolean;
  /** Inside another element's shadow root: render with it, at once (see `inTurn`). */
  nested: boolean;
  /** Runs once the first render (or hydration) is in the document. */
  onFirstLayout: () => void;
}

/** A mounted view: new props render, unmount takes the tree down. */
export interface MountedView {
  update(props: ElementProps, nested: boolean): void;
  unmount(): void;
}

/** What an element's view chunk gives the page's module (src/element/view.tsx, viewOf, makes one). */
export interface ElementView {
  /** The element's sheets: the base sheet, then its own. */
  styles: readonly string[];
  /** The root component, the same on the page and on a server (so hydration finds the same tree). */
  Root: ComponentType<RootProps>;
  mount(options: MountOptions): MountedView;
}

/**
 * The view of an element that shows nothing (the session keeper): plain code, no React, no sheets, no
 * container. It starts with the element's first mount and stops when the element leaves the page; a
 * server writes its bare tag.
 */
export interface PlainView {
  mount(options: PlainMountOptions): MountedView;
}

/** What an element's view chunk exports by default. */
export type AnyElementView = ElementView | PlainView;

export const showsSomething = (view: AnyElementView): view is ElementView => 'Root' in view;
