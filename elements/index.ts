// The bundle's entry: loading it defines every element (a name already taken is left alone).
import './nl-signup';
import './shop-footer';
import './shop-layout';
import './preview-panel';
import './session-keeper';
