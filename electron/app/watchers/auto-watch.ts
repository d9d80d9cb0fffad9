import type { bridgeEvents } from '../../../shared/bridge/events.ts';
import type { EventHub } from '../bridge/event-hub.ts';
import { describeError } from '../bridge/redact.ts';
import type { ServiceHandlers } from '../bridge/service-handlers.ts';
import type { Watchers } from './watcher-manager.ts';
import type { NewWatch } from './watch-specs.ts';

/**
 * Wraps the service handlers that start long jobs so main watches them at once: a postcode whose
 * cookies are being generated, a category scrape, a run. Runs and playground calls also announce
 * `credits.changed` (credits are frozen or spent). The job belongs to the profile active when the call was made.
 */
export function withAutoWatch(
  handlers: ServiceHandlers,
  deps: { watchers: Watchers; activeId: () => string; publish: EventHub<typeof bridgeEvents>['publish']; log: (line: string) => void },
): ServiceHandlers {
  // Awaited, so the watcher is listed by the time the call returns; a failure to save it never fails the call.
  const watch = (spec: NewWatch): Promise<unknown> =>
    deps.watchers.add(spec).catch((err: unknown) => deps.log(`watchers: could not start watching: ${describeError(err)}`));
  return {
    ...handlers,
    'zipcodes.create': async (input, ctx) => {
      const profileId = deps.activeId();
      const created = await handlers['zipcodes.create'](input, ctx);
      if (created.status === 'in-progress') await watch({ kind: 'zipcode', profileId, zipcodeId: created.id });
      return created;
    },
    'zipcodes.update': async (input, ctx) => {
      const profileId = deps.activeId();
      const updated = await handlers['zipcodes.update'](input, ctx);
      if (updated.status === 'in-progress') await watch({ kind: 'zipcode', profileId, zipcodeId: updated.id });
      return updated;
    },
    'categoryScrape.add': async (input, ctx) => {
      const profileId = deps.activeId();
      const added = await handlers['categoryScrape.add'](input, ctx);
      await watch({ kind: 'scrape', profileId, collectionId: added.id, runnerId: added.runner_id });
      deps.publish('credits.changed', {});
      return added;
    },
    'runs.run': async (input, ctx) => {
      const profileId = deps.activeId();
      const started = await handlers['runs.run'](input, ctx);
      await watch({ kind: 'run', profileId, collectionId: started.collection_id, runnerId: started.runner_id });
      deps.publish('credits.changed', {});
      return started;
    },
    'playground.post': async (input, ctx) => {
      try {
        return await handlers['playground.post'](input, ctx);
      } finally {
        deps.publish('credits.changed', {});
      }
    },
  };
}
