export * from './sample-items';
