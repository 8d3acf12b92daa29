export * from './moderation-rules.js';
export * from './spam-rules.js';
