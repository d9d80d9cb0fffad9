import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { computed, identity } from './lenient.ts';
import { LIMITS } from './limits.ts';
import { fileBytesSchema, idSchema, limitSchema, pageSchema, skipSchema, timestampSchema } from './common.ts';

/** Stages of an item run. */
export const RUNNER_STAGES = ['queued', 'processing', 'done', 'failed'] as const;
/** One run stage. */
export type RunnerStage = (typeof RUNNER_STAGES)[number];

/** Result file links of a runner: one URL per page, and the zip of all pages (or ""); the desk downloads them. */
export const downloadLinksSchema = z.object({
  pages: computed(z.array(z.string())),
  all_pages: computed(z.string()),
});
/** Result file links. */
export type DownloadLinks = z.infer<typeof downloadLinksSchema>;

/** A run of a collection (completions 5): its stage, counts and times drive watching, archiving and history. */
export const runnerSchema = z.object({
  id: identity(z.int()),
  collection: identity(z.int()),
  stage: computed(z.enum(RUNNER_STAGES)),
  is_download_generated: computed(z.boolean()),
  // Counts drive progress and the credits chart: one below zero is refused here, at its field, not kept in the local copy.
  item_count: computed(z.int().min(0)),
  processed_count: computed(z.int().min(0)),
  failed_count: computed(z.int().min(0)),
  download_links: downloadLinksSchema,
  created_at: computed(timestampSchema),
  finished_at: computed(timestampSchema.nullable()),
});
/** A runner record. */
export type Runner = z.infer<typeof runnerSchema>;

/** The answer of a run request. */
export const runOutputSchema = z.object({ collection_id: identity(z.int()), runner_id: identity(z.int()), item_count: computed(z.int()) });
/** A run request's answer. */
export type RunOutput = z.infer<typeof runOutputSchema>;

/** A result file name: one path segment. */
export const resultFileNameSchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^/\\]+$/, { error: 'Enter a file name without slashes.' })
  .refine((v) => v !== '.' && v !== '..', { error: 'Enter a file name without slashes.' });

/** Run and result endpoints (completions 5). */
export const runsEndpoints = {
  /** Runs a collection now; refused with 402 when credits do not cover every item. */
  run: endpoint({
    path: 'schedules/run/result/',
    input: z.object({ collection_id: idSchema }),
    output: runOutputSchema,
  }),
  /** Pages through a collection's runners, newest first. */
  results: endpoint({
    path: 'schedules/collections/results/download/',
    input: z.object({
      collection_id: idSchema,
      skip: skipSchema,
      limit: limitSchema(LIMITS.resultsPageLimit),
    }),
    output: pageSchema(runnerSchema),
    retry: 'read',
  }),
  /** Streams one result file; `:collectionId`, `:runnerId`, `:fileName` are filled from the input. */
  resultFile: endpoint({
    path: 'results/:collectionId/:runnerId/:fileName',
    input: z.object({ collectionId: idSchema, runnerId: idSchema, fileName: resultFileNameSchema }),
    output: fileBytesSchema,
    body: 'file',
    retry: 'read',
  }),
};
