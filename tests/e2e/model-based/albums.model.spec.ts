// Model-based: one test per shortest path of the album create, rename and delete machines
// (npm run paths -- albumCreate, albumRename, albumDelete), each with a fresh account. Their
// failures are the network dropping the held request, so no path needs the fault switch.
import { albumCreateMapping } from '../model/albumCreate.mapping';
import { albumDeleteMapping } from '../model/albumDelete.mapping';
import { albumRenameMapping } from '../model/albumRename.mapping';
import { describeModel } from '../model/modelPaths';

describeModel(albumCreateMapping, { faults: false });
describeModel(albumRenameMapping, { faults: false });
describeModel(albumDeleteMapping, { faults: false });
