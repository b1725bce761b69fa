// What the app's bundler declares for a stylesheet import.
declare module '*.css';
