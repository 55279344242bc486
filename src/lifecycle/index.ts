export * from './states';
export * from './transitions';
export * from './certificate-status';
export * from './sanctions';
export * from './timeline';
