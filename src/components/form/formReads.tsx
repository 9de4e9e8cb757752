import Box from '@mui/material/Box';
import { anyReadFailed, QueryError, readMissing, type ReadState } from '../QueryError';

/** A read a form's choices or starting values come from (the roles of a user, the projects of a bill). */
export interface FormRead {
  query: ReadState;
  /**
   * What it reads, for '{What} could not be loaded.' in the form, with Retry. Without it the screen says
   * the failure in a place of its own, and the form only waits.
   */
  what?: string;
}

/**
 * Whether the form must not save: one of its reads failed, or waits offline for its first answer, and what
 * it would have given is not there (ruling 36).
 */
export const formReadsFailed = (reads: readonly FormRead[] | undefined) => anyReadFailed(...(reads ?? []).map((read) => read.query));

/** Each failed read of the form (or one waiting for a connection), in the form above its fields, with Retry. */
export function FormReadErrors({ reads }: { reads: readonly FormRead[] | undefined }) {
  const told = (reads ?? []).filter((read): read is Required<FormRead> => read.what !== undefined && readMissing(read.query));
  if (told.length === 0) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      {told.map((read) => (
        <QueryError key={read.what} query={read.query} what={read.what} />
      ))}
    </Box>
  );
}
