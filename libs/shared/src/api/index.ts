export * from './account.schemas';
export * from './me.schemas';
