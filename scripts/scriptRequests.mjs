// The scripts a page requests, as Chromium's network domain sees them, and how deep their chain is:
// the browser tests' limit on a market module's requests (e2e/chunks.e2e.ts) and the bench's figure.

/**
 * Records every script the page requests from now on (`cdp`: a CDP session of the page, the network
 * domain enabled): its address, when it was sent and when its answer had arrived, in seconds.
 */
export function recordScripts(cdp) {
  const scripts = [];
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, type }) => {
    if (type !== 'Script' && !/\.m?js(\?|$)/.test(new URL(request.url).pathname + new URL(request.url).search)) return;
    const script = { url: request.url, sent: timestamp, arrived: Number.POSITIVE_INFINITY };
    byId.set(requestId, script);
    scripts.push(script);
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const script = byId.get(requestId);
    if (script) script.arrived = timestamp;
  });
  return scripts;
}

/**
 * How many levels the requests form: a script asked for only once another had arrived is one level
 * below it (a module that imports a chunk, a chunk that imports another). The module alone is 1; a
 * module whose chunks all start at once, 2. With a round-trip time emulated, a request sent before
 * any answer it could depend on is not counted as waiting on one.
 */
export function chainDepth(scripts) {
  const levels = new Map();
  const ordered = [...scripts].sort((a, b) => a.sent - b.sent);
  for (const script of ordered) {
    const before = ordered.filter((other) => other !== script && other.arrived <= script.sent);
    levels.set(script, 1 + Math.max(0, ...before.map((other) => levels.get(other) ?? 1)));
  }
  return Math.max(0, ...levels.values());
}
