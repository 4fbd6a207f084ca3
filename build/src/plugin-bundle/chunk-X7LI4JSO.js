import {
  getExchange
} from "./chunk-ZWHZKFRK.js";
import "./chunk-FVIXJ4ET.js";
import "./chunk-I6P43FHE.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-ISHTDNEO.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-YZFATT7X.js";
export {
  getExchange
};
