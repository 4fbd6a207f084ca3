import {
  createDispatcher,
  dispatchDegraded
} from "./chunk-6K7VJS3Q.js";
import "./chunk-WT452KGK.js";
import "./chunk-BD6OUIQU.js";
import "./chunk-ZNUEJZSG.js";
import "./chunk-LUBORAYV.js";
import "./chunk-CPN3WF7J.js";
import "./chunk-IO2NQOSR.js";
import "./chunk-X3ZMOU4W.js";
import "./chunk-OSW4CT7W.js";
import "./chunk-UHAHW76C.js";
import "./chunk-AF6YNM63.js";
import "./chunk-XPDIZTJD.js";
import "./chunk-IPFFV5T7.js";
import "./chunk-6TUQ6O5T.js";
import "./chunk-UHSH65AK.js";
import "./chunk-2KF5JE5D.js";
import "./chunk-G57OUFMF.js";
import "./chunk-MNBPER3R.js";
import "./chunk-F3DZ52RS.js";
import "./chunk-YVQ3KEUM.js";
import "./chunk-6MOEJ4FE.js";
import "./chunk-2TBVN567.js";
import "./chunk-B7AM4PNM.js";
import "./chunk-BCYHEONY.js";
import "./chunk-W5O4O7XM.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-MVX4HVOW.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-DOM6QX5O.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-K3J4C3TV.js";
import "./chunk-LDN7OS7T.js";
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
