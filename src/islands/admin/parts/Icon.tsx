/** The console uses the islands' one icon component. */
export { Icon } from "../../parts/Icon.tsx";
