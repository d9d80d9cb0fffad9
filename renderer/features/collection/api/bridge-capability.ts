import { desk } from '../../../lib/desk.ts';

type LooseDesk = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/**
 * Whether the desk exposes a bridge method (`area.verb`). Electron's preload exposes exactly the contract
 * it was built with, so an older main lacks newer methods; browser mode answers every name.
 */
export function hasBridgeMethod(name: string): boolean {
  const [area, verb] = name.split('.');
  if (!area || !verb) return false;
  return typeof (desk as unknown as LooseDesk)[area]?.[verb] === 'function';
}
