import {
  ACESFilmicToneMapping,
  Box3,
  Color,
  DirectionalLight,
  Mesh,
  PCFSoftShadowMap,
  PerspectiveCamera,
  PlaneGeometry,
  PMREMGenerator,
  Scene,
  ShadowMaterial,
  SRGBColorSpace,
  Vector3,
  WebGLRenderer,
  type Material,
  type Object3D,
} from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { MeshoptDecoder } from 'three/examples/jsm/libs/meshopt_decoder.module.js';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/** What the file itself says about the model: the viewer shows these, not the listing's figures. */
export interface ViewerStats {
  faces: number;
  vertices: number;
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

export interface ViewerHandle {
  reset(): void;
  setWireframe(on: boolean): void;
  dispose(): void;
}

function materialsOf(object: Object3D): Material[] {
  const found: Material[] = [];
  object.traverse((child) => {
    if (child instanceof Mesh) {
      const material = child.material as Material | Material[];
      found.push(...(Array.isArray(material) ? material : [material]));
    }
  });
  return found;
}

/**
 * Mounts a three.js view of the GLB at `url` into `host`: studio environment (RoomEnvironment), a key
 * light casting a soft shadow on an invisible ground, orbit/zoom/pan controls (mouse, touch, arrow keys).
 * This module is only ever loaded by a dynamic import when the viewer opens.
 */
export async function mountViewer(
  host: HTMLElement,
  url: string,
): Promise<{ handle: ViewerHandle; stats: ViewerStats }> {
  const renderer = new WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.outputColorSpace = SRGBColorSpace;
  renderer.toneMapping = ACESFilmicToneMapping;
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFSoftShadowMap;
  const canvas = renderer.domElement;
  canvas.tabIndex = 0;
  canvas.setAttribute('aria-label', '3D 模型：拖动旋转，滚轮或双指缩放，方向键平移');
  host.append(canvas);

  const scene = new Scene();
  scene.background = new Color('#eef0f3');
  const pmrem = new PMREMGenerator(renderer);
  const environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environment = environment;

  const camera = new PerspectiveCamera(40, 1, 0.01, 1000);
  const controls = new OrbitControls(camera, canvas);
  controls.enableDamping = true;
  controls.listenToKeyEvents(canvas);

  // The preview GLB is meshopt-compressed (EXT_meshopt_compression) and quantised.
  const gltf = await new GLTFLoader().setMeshoptDecoder(MeshoptDecoder).loadAsync(url);
  const model = gltf.scene;
  let faces = 0;
  let vertices = 0;
  model.traverse((child) => {
    if (child instanceof Mesh) {
      child.castShadow = true;
      child.receiveShadow = true;
      const geometry = child.geometry;
      const position = geometry.getAttribute('position');
      vertices += position ? position.count : 0;
      faces += (geometry.index ? geometry.index.count : position ? position.count : 0) / 3;
    }
  });
  scene.add(model);

  const box = new Box3().setFromObject(model);
  const size = box.getSize(new Vector3());
  const centre = box.getCenter(new Vector3());
  const radius = Math.max(size.length() / 2, 0.05);

  const ground = new Mesh(
    new PlaneGeometry(radius * 20, radius * 20),
    new ShadowMaterial({ opacity: 0.22 }),
  );
  ground.rotation.x = -Math.PI / 2;
  ground.position.y = box.min.y;
  ground.receiveShadow = true;
  scene.add(ground);

  const sun = new DirectionalLight('#ffffff', 2.2);
  sun.position.set(centre.x + radius * 2, box.max.y + radius * 3, centre.z + radius * 2.5);
  sun.target.position.copy(centre);
  sun.castShadow = true;
  sun.shadow.mapSize.set(1024, 1024);
  sun.shadow.camera.left = -radius * 2;
  sun.shadow.camera.right = radius * 2;
  sun.shadow.camera.top = radius * 2;
  sun.shadow.camera.bottom = -radius * 2;
  sun.shadow.camera.near = radius * 0.1;
  sun.shadow.camera.far = radius * 10;
  sun.shadow.radius = 4;
  scene.add(sun, sun.target);

  // Three-quarter view from the front, far enough for the whole bounding sphere.
  const distance = radius / Math.sin((camera.fov * Math.PI) / 360);
  camera.near = radius / 100;
  camera.far = radius * 100;
  camera.position.set(
    centre.x + distance * 0.6,
    centre.y + distance * 0.35,
    centre.z + distance * 0.75,
  );
  controls.target.copy(centre);
  controls.minDistance = radius * 0.3;
  controls.maxDistance = distance * 4;
  controls.update();
  controls.saveState();

  const resize = () => {
    const width = Math.max(1, host.clientWidth);
    const height = Math.max(1, host.clientHeight);
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
  };
  resize();
  const observer = new ResizeObserver(resize);
  observer.observe(host);
  renderer.setAnimationLoop(() => {
    controls.update();
    renderer.render(scene, camera);
  });

  const materials = materialsOf(model) as (Material & { wireframe?: boolean })[];
  const handle: ViewerHandle = {
    reset() {
      // Spend what is left of a damped drag first, so the first view comes back exactly.
      controls.enableDamping = false;
      controls.update();
      controls.reset();
      controls.enableDamping = true;
    },
    setWireframe(on) {
      for (const material of materials) {
        if ('wireframe' in material) material.wireframe = on;
      }
    },
    dispose() {
      renderer.setAnimationLoop(null);
      observer.disconnect();
      controls.dispose();
      model.traverse((child) => {
        if (child instanceof Mesh) child.geometry.dispose();
      });
      for (const material of materials) material.dispose();
      ground.geometry.dispose();
      (ground.material as Material).dispose();
      environment.dispose();
      pmrem.dispose();
      renderer.dispose();
      canvas.remove();
    },
  };
  return {
    handle,
    stats: {
      faces: Math.round(faces),
      vertices,
      widthCm: Math.round(size.x * 100),
      depthCm: Math.round(size.z * 100),
      heightCm: Math.round(size.y * 100),
    },
  };
}
