export * from './states';
export * from './transitions';
