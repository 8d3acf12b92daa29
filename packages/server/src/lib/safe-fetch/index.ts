export {
  MAX_REDIRECTS,
  safeFetch,
  safeFetchDetails,
  SafeFetchError,
  type SafeFetchErrorCode,
  type SafeFetchOptions,
  type SafeFetchDetails,
  type SafeFetchResult,
} from './safe-fetch';
