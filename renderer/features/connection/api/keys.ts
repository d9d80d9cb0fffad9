/** Query keys of the connection feature (profiles, credentials, connection state, header balance). */
export const connectionKeys = {
  all: ['connection'] as const,
  /** The profiles view: every profile and the active id. */
  profiles: () => [...connectionKeys.all, 'profiles'] as const,
  /** Every profile's credential status. */
  credentials: () => [...connectionKeys.all, 'credentials'] as const,
  /** What is stored for one profile. */
  credential: (profileId: string) => [...connectionKeys.credentials(), profileId] as const,
  /** The active profile's connection state. */
  state: () => [...connectionKeys.all, 'state'] as const,
  /** The credit balance shown in the header. */
  credits: () => [...connectionKeys.all, 'credits'] as const,
};
