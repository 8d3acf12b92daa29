export { OFFLINE_PACKS_PATH, SaveOfflineButton } from './save-offline-button';
export { galleryPackKey, galleryPackPlan, spotPackPlan } from './pack-plans';
