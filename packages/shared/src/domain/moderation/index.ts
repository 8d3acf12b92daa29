export * from './moderation-rules.js';
