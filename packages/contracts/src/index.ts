export * from './errors';
export * from './auth';
export * from './campaigns';
export * from './donations';
export * from './admin';
export * from './product';
export * from './contact';
