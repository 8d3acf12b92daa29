export { OFFLINE_PACKS_PATH, SaveOfflineButton } from './save-offline-button';
export { galleryPackKey, galleryPackPlan, spotPackPlan, viewPackPlan } from './pack-plans';
export { offlineMessage, useUnreachableOffline } from './unreachable';
export { OfflinePage } from './offline-page-on-demand';
