export * from './blueprints';
export * from './topic-map';
export * from './next-block';
export * from './rasch';
export * from './pass-marks';
export * from './readiness';
export * from './blueprint.schemas';
export * from './due-label';
