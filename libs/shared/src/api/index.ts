export * from './account.schemas';
export * from './me.schemas';
export * from './commerce.schemas';
