import {
  SIGNALS,
  SIGNAL_WRITER,
  SignalContent,
  renderSignal
} from "./chunk-WNRBVBOT.js";
import "./chunk-465MGB2C.js";
import "./chunk-YZFATT7X.js";
export {
  SIGNALS,
  SIGNAL_WRITER,
  SignalContent,
  renderSignal
};
