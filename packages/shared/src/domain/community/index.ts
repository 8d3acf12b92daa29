export * from './badges.js';
export * from './description-order.js';
export * from './edit-limits.js';
export * from './proposal-rules.js';
export * from './reputation.js';
export * from './sensitive-rules.js';
