export * from './account.schemas';
export * from './me.schemas';
export * from './commerce.schemas';
export * from './question.schemas';
export * from './sessions.schemas';
export * from './content.schemas';
export * from './account-records.schemas';
export * from './corrections.schemas';
