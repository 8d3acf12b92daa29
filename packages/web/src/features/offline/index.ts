export { OFFLINE_PACKS_PATH, SaveOfflineButton } from './save-offline-button';
export { galleryPackKey, galleryPackPlan, spotPackPlan, viewPackPlan } from './pack-plans';
export { OfflinePage, offlineMessage, useUnreachableOffline } from './offline-page';
