import {
  createDispatcher,
  dispatchDegraded
} from "./chunk-WVV7AOO5.js";
import "./chunk-WT452KGK.js";
import "./chunk-3AS63ER3.js";
import "./chunk-LUBORAYV.js";
import "./chunk-CPN3WF7J.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-YFAL4LRB.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-VMJIZIZK.js";
import "./chunk-MQAI7DS4.js";
import "./chunk-F7SOGFWO.js";
import "./chunk-47HZHB3E.js";
import "./chunk-IGCE3PVI.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-4ULUR32V.js";
import "./chunk-4VYHSS3S.js";
import "./chunk-VM6A45NV.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-2TBVN567.js";
import "./chunk-FRJRI44J.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-BCYHEONY.js";
import "./chunk-G57OUFMF.js";
import "./chunk-EBMVPUFC.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-APORTJVU.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-DVQOKHBY.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-NIJSFRD2.js";
import "./chunk-CHURQFXZ.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  createDispatcher,
  dispatchDegraded
};
