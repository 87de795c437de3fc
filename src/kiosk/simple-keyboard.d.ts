/** Types for simple-keyboard's ES module build (the package types only its main entry). */
declare module "simple-keyboard/build/index.modern.esm.js" {
  export { SimpleKeyboard, default } from "simple-keyboard";
}
