import {
  workersView
} from "./chunk-457PGTPH.js";
import "./chunk-JFQOKNT2.js";
import "./chunk-YZFATT7X.js";
export {
  workersView
};
