/**
 * The one error type of every call lives in `lib` (so that the write core in `components` can read its
 * kind, status and server texts); the api layer's modules and the screens import it from here as before.
 */
export { ApiError, errorDetail, isApiError, isNotFound, serverMessageOr, type ApiErrorKind, type ServerBody } from '@/lib/apiError';
