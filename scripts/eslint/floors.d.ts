// Types of the floors table (plain JavaScript, so eslint.config.js loads it without a build step).

/** One floor: its name, what it holds, and its entries (`file.ts`, `folder/` or a name pattern `*-handlers.ts`). */
export interface Floor {
  name: string;
  holds: string;
  paths: string[];
}

/** The floors of one folder, top first. */
export interface FloorPlan {
  scope: string;
  floors: Floor[];
}

export declare const floorPlans: FloorPlan[];

/** The markdown table ARCHITECTURE.md shows for `plan`, as lines. */
export declare function floorsTable(plan: FloorPlan): string[];
