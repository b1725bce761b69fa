// <session-keeper>'s view: plain code (it shows nothing, so no React, no texts, no sheets), in a chunk
// of its own in a market module. While the element is on the page it takes part in the page's session
// upkeep (when the last keeper leaves, every timer stops) and reports each status as `session-status`.
import type { ElementProps, PlainView } from '../../src/element/definition';
import { emitterOf } from '../../src/element/events';
import { createLogger } from '../../src/log/logger';
import { joinPageSession } from './pageSession';
import type { sessionKeeperDeclaration } from './session-keeper.declaration';
import type { EventDetails } from '../../src/element/declaration';

const apiOriginOf = ({ attributes }: ElementProps) => attributes['api-origin'] ?? '';

const sessionKeeperView: PlainView = {
  mount({ host, props }) {
    const log = createLogger(host);
    const emit = emitterOf<EventDetails<typeof sessionKeeperDeclaration>>(host);
    const join = (apiOrigin: string) => joinPageSession({ apiOrigin, log, onStatus: (report) => emit('session-status', { ...report }) });
    let apiOrigin = apiOriginOf(props);
    let leave = join(apiOrigin);
    return {
      update(next) {
        if (apiOriginOf(next) === apiOrigin) return;
        leave();
        apiOrigin = apiOriginOf(next);
        leave = join(apiOrigin);
      },
      unmount: () => leave(),
    };
  },
};

export default sessionKeeperView;
