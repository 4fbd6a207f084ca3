import {
  confirmStory
} from "./chunk-L3DCDG6Q.js";
import "./chunk-EUNECCL3.js";
import "./chunk-3MW5IQOD.js";
import "./chunk-HBCXKOYP.js";
import "./chunk-JG65QDGJ.js";
import "./chunk-Z2ZDEMDF.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-4SDZB65B.js";
import "./chunk-VMJIZIZK.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-4ULUR32V.js";
import "./chunk-4VYHSS3S.js";
import "./chunk-VM6A45NV.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-YZFATT7X.js";
export {
  confirmStory
};
