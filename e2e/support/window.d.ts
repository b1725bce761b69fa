// The hooks the tests' pages put on window: recorders a test page's script or init script sets up,
// and markers that injected markup would set. Typed once here instead of a cast in every test.
// Optional, because only test pages have them.

interface Window {
  /** The editors' demo page (cms-editors.html): its editor once ready, to set and read the content as a CMS does. */
  cmsEditor?: Promise<{ setContent(html: string): void; getContent(): string }>;
  /** nl-submit events as the page heard them. */
  nlEvents?: { detail: unknown; composed: boolean; bubbles: boolean }[];
  /** The tracking data layer of the contract (a page may also hold something that is not an array). */
  dataLayer?: unknown;
  /** session-status codes in the order they arrived. */
  sessionStatuses?: number[];
  /** preview-change details. */
  previewChanges?: unknown[];
  /** An element kept aside while it is off the page. */
  parked?: Element;
  /** shop-footer events the recorder heard; `cancelNext` makes it cancel them. */
  seen?: unknown[];
  cancelNext?: boolean;
  /** Set before a reload: gone once the page really reloaded. */
  beforeReload?: boolean;
  /** Commands the fake consent manager received. */
  cmpCalls?: string[];
  /** Layout shift values without recent input. */
  layoutShifts?: number[];
  /** Per animation frame, per slot of the page: where the text below it is, and whether its element shows its content. */
  slotFrames?: { top: number; shown: boolean }[][];
  /** Idle callbacks held until the test says the page is idle. */
  __idle?: IdleRequestCallback[];
  /** Set only if injected markup or a script link ran: must stay unset. */
  __xss?: unknown;
  hacked?: boolean;
  /** Uncaught errors and unhandled rejections. */
  __uncaught?: string[];
  /** Content Security Policy violations: directive, blocked URI and source. */
  __violations?: string[];
  /** Starts a call of the module's exports by name; `__outcome` is how it settled (null while pending). */
  __start?: (name: string, args: unknown[]) => void;
  __outcome?: { settled: 'resolved' | 'rejected'; value?: unknown; kind?: string; status?: number | null } | null;
  /** axe-core, injected by seriousViolations(). */
  axe?: {
    run(
      context: unknown,
      options: unknown,
    ): Promise<{ violations: { id: string; impact: string; help: string; tags: string[]; nodes: { target: unknown }[] }[] }>;
  };
}
