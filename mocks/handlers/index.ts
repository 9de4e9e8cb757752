import { authHandlers } from './auth';

/** Every resource's handlers, in one list served by all three hosts. */
export const handlers = [...authHandlers];
