export * from './item.schemas';
export * from './item-response';
export * from './player-item';
export * from './item-marks';
export * from './peer-figures';
export * from './mock-papers';
export * from './item-json-schema';
export * from './item-warnings';
