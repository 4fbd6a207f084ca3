import { workersControlCommand } from './workers-control.js';

export default workersControlCommand('stop');
