export * from './display';
export * from './forms';
