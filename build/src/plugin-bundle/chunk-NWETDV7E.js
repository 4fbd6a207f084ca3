import {
  workerScreen,
  workerSession
} from "./chunk-AMIM4DIO.js";
import "./chunk-2YTZKZ6M.js";
import "./chunk-GFTVIC7U.js";
import "./chunk-DHY4DW7S.js";
import "./chunk-CXV3PIRA.js";
import "./chunk-G57OUFMF.js";
import "./chunk-NONMS3C3.js";
import "./chunk-H7Q6LNZY.js";
import "./chunk-TDAW46ID.js";
import "./chunk-2ROV757Q.js";
import "./chunk-QR4ULOYC.js";
import "./chunk-OI4A2F5A.js";
import "./chunk-JDDLJOME.js";
import "./chunk-W46PSUSI.js";
import "./chunk-RI6QIVNB.js";
import "./chunk-K5P7XI4W.js";
import "./chunk-VM6A45NV.js";
import "./chunk-6OUT4HCA.js";
import "./chunk-APORTJVU.js";
import "./chunk-5U7VJXKJ.js";
import "./chunk-54LJ5TLE.js";
import "./chunk-XBUSBGI4.js";
import "./chunk-ULHD23A5.js";
import "./chunk-LDN7OS7T.js";
import "./chunk-CEHSRTBJ.js";
import "./chunk-G6RW7TDQ.js";
import "./chunk-2H5I2D6R.js";
import "./chunk-MSTBUHMK.js";
import "./chunk-UILLDLYA.js";
import "./chunk-PGCD7JVV.js";
import "./chunk-YZFATT7X.js";
export {
  workerScreen,
  workerSession
};
