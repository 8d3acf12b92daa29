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
export { checkPostUrl, safePost, type SafePostOptions, type SafePostResult } from './safe-post';
