// The few globals shared/ may use because every runtime it runs in (Node, the renderer page, the import
// worker) has them, declared only as far as shared/ uses them. Anything else of the DOM or of Node stays
// a type error here (shared/tsconfig.json has neither).

interface URL {
  readonly href: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly origin: string;
  toString(): string;
}

declare const URL: {
  prototype: URL;
  new (url: string, base?: string | URL): URL;
};
