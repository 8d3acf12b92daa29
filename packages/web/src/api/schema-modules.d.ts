declare module 'virtual:schema-modules' {
  /** Each shared schema's module by the schema's name, read when the app is built (`schema-modules.ts`). */
  const modules: Readonly<Record<string, string>>;
  export default modules;
}
