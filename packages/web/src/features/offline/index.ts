export { OFFLINE_PACKS_PATH, SaveOfflineButton } from './save-offline-button';
export { galleryPackPlan, spotPackPlan } from './pack-plans';
