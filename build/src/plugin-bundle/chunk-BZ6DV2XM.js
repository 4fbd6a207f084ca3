import {
  SIGNALS,
  SIGNAL_WRITER,
  SignalContent,
  renderSignal
} from "./chunk-QTYCUWII.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-YZFATT7X.js";
export {
  SIGNALS,
  SIGNAL_WRITER,
  SignalContent,
  renderSignal
};
