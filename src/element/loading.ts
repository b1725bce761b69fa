// How an element gets its view's code: fetched ahead as soon as it is on the page, at a priority
// that fits where it is, and run once, for every element of its kind, when the first one renders.
import type { FetchPriority } from '../util/chunkSet';
import type { BlockDefinition, AnyElementView } from './definition';
import { attributesOf } from './sharedDeclarations';

/** Another kind of the kit, by tag, as an element that renders it inside its own sees it (a plain element class has none). */
const kindOf = (tag: string) => (customElements.get(tag) as { kind?: ElementKind } | undefined)?.kind;

/** What every element of one block kind shares: its definition, what its declaration observes, and its view, loaded once for the page. */
export class ElementKind {
  readonly render: 'when-near' | 'at-once';
  readonly shows: () => boolean;
  readonly nests: (host: HTMLElement) => readonly string[];
  readonly attributeNames: readonly string[];
  readonly ownProperties: readonly string[];
  /** The view once loaded: what every later element of the kind renders with at once. */
  view: AnyElementView | undefined;
  #loading: Promise<AnyElementView> | undefined;

  constructor(readonly definition: BlockDefinition) {
    const { declaration, render = 'when-near', shows = () => true, nests = () => [] } = definition;
    const attributes = attributesOf(declaration);
    this.render = render;
    this.shows = shows;
    this.nests = nests;
    this.attributeNames = Object.keys(attributes);
    this.ownProperties = Object.keys(declaration.properties);
  }

  /** Whether an element of the kind that is still to render starts fetching its view ahead (in a market module, where the view is chunks). */
  get fetchesAhead(): boolean {
    return this.definition.view.preload !== undefined && this.view === undefined;
  }

  /** Starts fetching the view, and the views of the kinds `host` renders inside its own; nothing when it shows nothing here. */
  fetch(priority: FetchPriority, host?: HTMLElement): void {
    if (!this.shows() || this.view) return;
    this.definition.view.preload?.(priority);
    for (const tag of host ? this.nests(host) : []) kindOf(tag)?.fetch(priority);
  }

  /**
   * Loads the view with the views of the kinds `host` renders inside its own (so that its first
   * render shows them, each reporting its own failure), and keeps it once all have arrived.
   */
  async load(host: HTMLElement): Promise<void> {
    const nested = this.nests(host).map((tag) =>
      kindOf(tag)
        ?.loadAlone()
        .catch(() => undefined),
    );
    const [view] = await Promise.all([this.#loadOnce(), ...nested]);
    this.view = view;
  }

  /** The view alone, kept when it arrives; nothing when the kind shows nothing here (another kind's element renders one inside its own). */
  async loadAlone(): Promise<void> {
    if (this.shows()) this.view ??= await this.#loadOnce();
  }

  // The same promise for every element of the kind, forgotten when it fails, so that the next element that needs it tries again.
  #loadOnce(): Promise<AnyElementView> {
    this.#loading ??= this.definition.view().then(
      ({ default: view }) => view,
      (error: unknown) => {
        this.#loading = undefined;
        throw error;
      },
    );
    return this.#loading;
  }
}

/** Each connected element whose view is still to be fetched, with its kind's fetch, until the next frame. */
const awaitingFetch = new Map<Element, (priority: FetchPriority) => void>();

/**
 * Starts fetching an element's view at a priority and a moment that fit where it is. Places are read
 * in the next animation frame callback, where the layout they need is the frame's own, due right
 * after (read as the module defines the elements, they would force a layout of the whole page inside
 * the module's task). An element in the viewport starts there, at high priority, before that frame
 * paints; one below the fold starts once the frame has painted, at low priority, so that it takes
 * nothing from the page's first screen.
 */
export function fetchAheadSoon(element: HTMLElement, fetch: (priority: FetchPriority) => void): void {
  if (awaitingFetch.size === 0)
    requestAnimationFrame(() => {
      const waiting = [...awaitingFetch];
      awaitingFetch.clear();
      const below: Array<(priority: FetchPriority) => void> = [];
      for (const [placed, start] of waiting) {
        const { top, left, bottom, right } = placed.getBoundingClientRect();
        if (bottom >= 0 && right >= 0 && top <= innerHeight && left <= innerWidth) start('high');
        else below.push(start);
      }
      if (below.length)
        setTimeout(() => {
          for (const start of below) start('low');
        });
    });
  awaitingFetch.set(element, fetch);
}
