/**
 * Whether a read has nothing yet because it waits for a connection: offline, TanStack Query pauses a first
 * read instead of failing it (pending, fetch status 'paused'). The one definition, for the shared error
 * pieces and for the loaders that report it.
 */
export const readWaitsForConnection = (read: { isPending?: boolean; fetchStatus?: string }) => read.isPending === true && read.fetchStatus === 'paused';
