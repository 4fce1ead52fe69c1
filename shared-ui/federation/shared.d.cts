export interface SharedSingleton {
  singleton: true;
  requiredVersion: string;
  version?: string;
}

export interface AppPackageJson {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export declare const SINGLETONS: Readonly<Record<string, string>>;
export declare function createShared(appPackage: AppPackageJson): Record<string, SharedSingleton>;
